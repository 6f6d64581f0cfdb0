export { ExploreScreen } from './screens/ExploreScreen';
