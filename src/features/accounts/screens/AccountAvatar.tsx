import { useState } from 'react';
import './accounts.css';

/**
 * An account's picture, or the first letter of its name where it has none
 * or it cannot be loaded (offline, the network's server gone): never a
 * broken image. Decorative: the name beside it says who it is.
 */
export function AccountAvatar(props: { url: string | undefined; name: string; size: number }) {
  const [failed, setFailed] = useState<string | undefined>();
  if (props.url && failed !== props.url) {
    return (
      <img
        className="account-avatar"
        src={props.url}
        alt=""
        width={props.size}
        height={props.size}
        onError={() => setFailed(props.url)}
      />
    );
  }
  return (
    <span
      className="account-avatar account-avatar-initial"
      style={{ width: props.size, height: props.size }}
      aria-hidden="true"
    >
      {props.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
