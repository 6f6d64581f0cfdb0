// Its styles come with it, wherever a video is shown.
import './videoPlayer.css';
import { useEffect, useRef, useState } from 'react';
import { HLS_MIME_TYPE, videoPlayback } from '@/domain/media/hls';

/** What a video that cannot be played says, over its still (docs/decisions-reading.md). */
export const VIDEO_FAILED_NOTE = 'This video could not be played.';

interface HlsPlayer {
  destroy(): void;
}

/**
 * hls.js (its light build: no subtitles, alternate audio or DRM, which posts'
 * videos do not use), fetched the first time a playlist is played where the
 * browser has no HLS player of its own: never part of the first screen.
 */
const loadHls = () => import('hls.js/light').then((module) => module.default);

/** Whether this browser plays HLS itself (asked once; a page's answer does not change). */
let nativeAnswer: string | undefined;
const canPlayType = (type: string) => {
  if (type !== HLS_MIME_TYPE) return '';
  nativeAnswer ??=
    typeof document === 'undefined' ? '' : document.createElement('video').canPlayType(type);
  return nativeAnswer;
};

export interface VideoPlayerProps {
  src: string;
  /** The video's still (a cover, a thumbnail), shown before it plays and if it cannot. */
  poster?: string;
  /** The accessible name (a video's alt text). */
  label?: string;
  width?: number;
  height?: number;
  /** Starts at once, muted (the media viewer); otherwise nothing loads before Play. */
  autoPlay?: boolean;
}

/**
 * A post's video, wherever it is shown (issue 20): a file plays in the
 * `<video>` as it is; an HLS playlist (Bluesky's, Farcaster's) plays in the
 * browser's own player where it has one, else through hls.js, loaded when
 * the video is first played. Controls, inline on phones. A video that fails
 * shows its still and says it could not be played.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  // A new address is a new player: its failure and hls.js are the old one's.
  return <Player key={props.src} {...props} />;
}

function Player(props: VideoPlayerProps) {
  const { src, poster, label, width, height, autoPlay = false } = props;
  const playback = videoPlayback(src, canPlayType);
  const video = useRef<HTMLVideoElement>(null);
  const hls = useRef<HlsPlayer | null>(null);
  // Once only, even when an effect runs twice (React's strict mode).
  const begun = useRef(false);
  const [failed, setFailed] = useState(false);
  const [started, setStarted] = useState(false);

  // hls.js: attached when the video is first played (at once when it plays by itself).
  const start = () => {
    if (begun.current || playback !== 'hls.js') return;
    begun.current = true;
    setStarted(true);
    const element = video.current;
    if (!element) return;
    loadHls().then(
      (Hls) => {
        if (!element.isConnected) return;
        if (!Hls.isSupported()) return setFailed(true);
        // No worker: the page's policy allows workers only from its own files (worker-src 'self').
        const player = new Hls({ enableWorker: false });
        hls.current = player;
        player.on(Hls.Events.ERROR, (_event, data) => {
          if (data.fatal) setFailed(true);
        });
        player.loadSource(src);
        player.attachMedia(element);
        // A browser may refuse to start with sound: the controls are there.
        element.play().catch(() => undefined);
      },
      () => setFailed(true),
    );
  };
  const startRef = useRef(start);
  useEffect(() => {
    startRef.current = start;
  });
  useEffect(() => {
    if (autoPlay) startRef.current();
  }, [autoPlay]);
  useEffect(
    () => () => {
      hls.current?.destroy();
      hls.current = null;
    },
    [],
  );

  if (failed) return <FailedVideo poster={poster} label={label} width={width} height={height} />;

  const element = (
    <video
      ref={video}
      src={playback === 'hls.js' ? undefined : src}
      poster={poster}
      aria-label={label}
      width={width}
      height={height}
      controls={playback !== 'hls.js' || started}
      playsInline
      preload={autoPlay ? undefined : 'none'}
      autoPlay={autoPlay}
      muted={autoPlay}
      onPlay={start}
      onError={() => setFailed(true)}
    />
  );
  if (playback !== 'hls.js') return element;
  return (
    <div className="video-player">
      {element}
      {!started && (
        <button
          type="button"
          className="video-player-start"
          aria-label={label ? `Play video: ${label}` : 'Play video'}
          onClick={start}
        >
          <span aria-hidden="true">▶</span>
        </button>
      )}
    </div>
  );
}

/** The still of a video that could not be played, and a note saying so. */
function FailedVideo(props: { poster?: string; label?: string; width?: number; height?: number }) {
  const [stillFailed, setStillFailed] = useState(false);
  return (
    <div className="video-player video-player-failed">
      {props.poster && !stillFailed && (
        <img
          src={props.poster}
          alt={props.label ?? ''}
          width={props.width}
          height={props.height}
          onError={() => setStillFailed(true)}
        />
      )}
      <p className="video-player-note" role="status">
        {VIDEO_FAILED_NOTE}
      </p>
    </div>
  );
}
