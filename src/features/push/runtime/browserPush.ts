import type { PushPermission } from '@/domain/push/pushOffer';

/** What this browser allows for notifications, or 'unsupported' without Web Push. */
export function pushPermission(): PushPermission {
  if (
    typeof window === 'undefined' ||
    !('Notification' in window) ||
    !('PushManager' in window) ||
    !('serviceWorker' in navigator)
  )
    return 'unsupported';
  return Notification.permission;
}

/** A base64url string (the server's VAPID key) as bytes. */
export function bytesOfBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const view = new Uint8Array(a);
  return view.every((byte, i) => byte === b[i]);
}

/**
 * The browser's push subscription for the server's key: the one it has, or
 * a new one (one made for an older key is dropped first: pushes signed with
 * the new key would be refused for it).
 */
export async function subscriptionFor(publicKey: string): Promise<PushSubscription> {
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOfBase64Url(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameBytes(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe().catch(() => false);
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
}

/** The browser's current push subscription, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushPermission() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.getSubscription();
}
