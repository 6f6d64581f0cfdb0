export { BookmarksScreen } from './screens/BookmarksScreen';
