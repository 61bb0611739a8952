/**
 * What plugs into the notifications: the channels that send (in-app and e-mail here; push and
 * SMS register themselves) and the renderers of attachments (fees' receipt and credit note,
 * payroll's payslip, registered in their manifests' `connect`). Registered once per process.
 */
import type { Executor } from '../../../db/client';
import type {
  AttachmentKind,
  ChannelName,
  NotificationEvent,
} from '../../../db/schema/notifications-values';

export type Attachment = { filename: string; content: Buffer; contentType: string };
export type AttachmentRenderer = (
  db: Executor,
  schoolId: number,
  id: number,
) => Promise<Attachment>;

/** One message to one recipient on one channel, rendered in the recipient's language. */
export type Outgoing = {
  deliveryId: number;
  idempotencyKey: string;
  schoolId: number;
  schoolName: string;
  event: NotificationEvent;
  to: { userId: number; name: string; email: string | null; phone: string | null; locale: string };
  subject: string;
  /** The e-mail's plain text: greeting, the message, the link, the unsubscribe line. */
  text: string;
  html: string;
  /** The message alone, one or two sentences (the in-app body; short channels' text). */
  body: string;
  link: string | null;
  unsubscribeUrl: string;
  attachments: Attachment[];
};

export type Channel = {
  name: ChannelName;
  /**
   * Writes only to the database (in-app): sent inside the transaction that records the
   * delivery sent, so it happens exactly once. Others send first, then record.
   */
  transactional?: boolean;
  send(db: Executor, out: Outgoing): Promise<{ providerId?: string }>;
};

const channels = new Map<ChannelName, Channel>();
const renderers = new Map<AttachmentKind, AttachmentRenderer>();

/** A later registration of the same name replaces the earlier (a test's own channel). */
export function registerChannel(channel: Channel): void {
  channels.set(channel.name, channel);
}

export function registerAttachment(kind: AttachmentKind, render: AttachmentRenderer): void {
  renderers.set(kind, render);
}

export const channelNamed = (name: ChannelName) => channels.get(name);
export const installedChannels = (): ReadonlySet<ChannelName> => new Set(channels.keys());
export const attachmentRenderer = (kind: AttachmentKind) => renderers.get(kind);
