import type { AppRuntime } from '@/runtime/openAppRuntime';
import type { MediaFile } from '@/domain/composer/model/mediaFile';
import { videoSummary } from '@/domain/composer/rules/videoSummary';
import { useMediaPreview } from '../hooks/useMediaPreview';

function VideoItem(props: {
  runtime: AppRuntime;
  video: MediaFile;
  editable: boolean;
  onRemove: () => void;
}) {
  const url = useMediaPreview(props.runtime, props.video.id);
  const { name } = props.video.file;
  const summary = videoSummary(props.video);
  return (
    <li className="video-item" aria-label={summary ? `${name}, ${summary}` : name}>
      <video src={url} muted preload="metadata" aria-hidden="true" />
      <span className="video-name">{name}</span>
      {summary && <span className="video-summary">{summary}</span>}
      {props.editable && (
        <button
          type="button"
          className="video-remove"
          aria-label={`Remove ${name}`}
          onClick={props.onRemove}
        >
          ✕
        </button>
      )}
    </li>
  );
}

/**
 * composer.md §2.3: a post's videos as a list, each with its name, its size
 * (1024-based, 1 decimal: '12.5 MB', §9) and its length; removable while
 * editing.
 */
export function VideoList(props: {
  runtime: AppRuntime;
  videos: readonly MediaFile[];
  editable: boolean;
  onRemove: (mediaId: string) => void;
}) {
  if (props.videos.length === 0) return null;
  return (
    <ul className="video-list" aria-label="Attached videos">
      {props.videos.map((video) => (
        <VideoItem
          key={video.id}
          runtime={props.runtime}
          video={video}
          editable={props.editable}
          onRemove={() => props.onRemove(video.id)}
        />
      ))}
    </ul>
  );
}
