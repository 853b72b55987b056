/**
 * The demo feature's front door: the demo people and the data the demo server starts with
 * (npm run demo). Code outside the feature imports '../demo' (this file), never a file inside it
 * (docs/decisions/0272).
 */
export { DEMO_REFUSED_IN_PRODUCTION, fillDemoData } from './fill-demo-data';
export { DEMO_PASSWORD, DEMO_PEOPLE } from './demo-people';
