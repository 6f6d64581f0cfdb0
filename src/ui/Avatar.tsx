import { useState } from 'react';

/**
 * A person's picture, or their initial on a tinted disc when they have none
 * or it fails to load (a broken image is never shown: reading.md §2.2).
 */
export function Avatar(props: { url?: string | undefined; name: string; size?: number }) {
  const size = props.size ?? 40;
  const [failed, setFailed] = useState(false);
  const style = { width: size, height: size };
  if (props.url && !failed) {
    return (
      <img
        className="avatar"
        src={props.url}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        style={style}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      className="avatar avatar-initial"
      aria-hidden="true"
      style={{ ...style, fontSize: size * 0.45 }}
    >
      {[...props.name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
