/**
 * What sending needs from the deployment, outside any request (the worker runs jobs with no
 * caller): where mail goes, the links' scheme and host, and the secret that signs unsubscribe
 * links. Read from the process's configuration on first use; tests set their own.
 */
import { config } from '../../../config/env';

export type DeliveryConfig = {
  smtpUrl?: string;
  mailFrom: string;
  appHost: string;
  appProtocol: 'http' | 'https';
  sessionSecret: string;
};

let chosen: DeliveryConfig | undefined;

export function deliveryConfig(): DeliveryConfig {
  if (!chosen) {
    const c = config();
    chosen = {
      smtpUrl: c.smtpUrl,
      mailFrom: c.mailFrom,
      appHost: c.appHost,
      appProtocol: c.appProtocol,
      sessionSecret: c.sessionSecret,
    };
  }
  return chosen;
}

/** Tests: send through their own SMTP server, with their own host and secret. */
export function setDeliveryConfig(next: DeliveryConfig | undefined): void {
  chosen = next;
}

/** The school's address in the app: `https://riverside.example.com`. */
export const schoolOrigin = (cfg: DeliveryConfig, subdomain: string) =>
  `${cfg.appProtocol}://${subdomain}.${cfg.appHost}`;
