// The post card's styles come with the feature (CSS, not script: the first screen's script stays as it was).
import './screens/postCard.css';
export { trackPathname } from './runtime/backgroundPathname';
export { MediaViewerScreen } from './screens/MediaViewerScreen';
export { PostCard } from './screens/PostCard';
