'use client';
/**
 * "Notifications on this device": turns Web Push on or off in this browser. On: the browser's
 * permission, the service worker (public/sw.js), a push subscription made with the
 * deployment's VAPID key (GET /api/me/push/public-key) and kept for the signed-in user
 * (POST /api/me/push-subscriptions). Off: the subscription forgotten by the server
 * (DELETE /api/me/push-subscriptions) and withdrawn from the browser's push service.
 * Placed on /notifications (never in the shell: its first-load budget is full).
 */
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslations } from 'use-intl';
import { toast } from '@/components/ui/toast';
import { ApiRequestError, apiFetch } from '@/lib/client/api-fetch';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'failed';

const WORKER = '/sw.js';

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** This browser's subscription, if it has one (without registering the worker). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (c) => c.charCodeAt(0));
}

function sameBytes(held: ArrayBuffer | null, key: Uint8Array): boolean {
  if (!held || held.byteLength !== key.length) return false;
  const bytes = new Uint8Array(held);
  return bytes.every((b, i) => b === key[i]);
}

async function turnOn(): Promise<void> {
  await navigator.serviceWorker.register(WORKER, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const { data } = await apiFetch<{ data: { public_key: string } }>('/api/me/push/public-key');
  const key = keyBytes(data.public_key);
  let subscription = await registration.pushManager.getSubscription();
  // One made with another key (the deployment's pair changed) could never be sent to: replace it.
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await apiFetch('/api/me/push-subscriptions', {
    method: 'POST',
    body: JSON.stringify(subscription.toJSON()),
  });
}

async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await apiFetch('/api/me/push-subscriptions', {
      method: 'DELETE',
      body: JSON.stringify({ endpoint: subscription.endpoint }),
    });
  } catch (error) {
    // 404: the server had already forgotten it (another user's now, or gone): still withdraw it.
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
  }
  await subscription.unsubscribe();
}

export function PushToggle() {
  const t = useTranslations('notification-devices');
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    const settle = (next: State) => live && setState(next);
    if (!supported()) settle('unsupported');
    else if (Notification.permission === 'denied') settle('denied');
    else
      currentSubscription().then(
        (s) => settle(s ? 'on' : 'off'),
        () => settle('off'),
      );
    return () => {
      live = false;
    };
  }, []);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
        await turnOn();
        toast.success(t('turnedOn'));
      } else {
        await turnOff();
        toast.success(t('turnedOff'));
      }
      setState(on ? 'on' : 'off');
    } catch {
      setState('failed');
    } finally {
      setBusy(false);
    }
  };

  const help: Record<State, string> = {
    checking: '',
    unsupported: t('unsupported'),
    denied: t('denied'),
    off: t('off'),
    on: t('on'),
    failed: t('failed'),
  };
  return (
    <Form.Group controlId="push-toggle" className="mb-3">
      <Form.Check
        type="switch"
        label={t('label')}
        checked={state === 'on'}
        disabled={busy || state === 'checking' || state === 'unsupported' || state === 'denied'}
        onChange={(e) => change(e.target.checked)}
      />
      {help[state] && <Form.Text>{help[state]}</Form.Text>}
    </Form.Group>
  );
}
