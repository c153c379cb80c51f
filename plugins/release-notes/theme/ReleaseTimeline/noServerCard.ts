/**
 * `@flp/release-card-on-server` in the browser and under `docusaurus start`: no release card up
 * front (the plugin's configureWebpack resolves the module; the server build gets TimelineCard).
 */
import type TimelineCard from './TimelineCard';

const Card: typeof TimelineCard | null = null;
export default Card;
