/**
 * The organisations feature's front door: the names other features may use, and the feature as the app
 * registers it. Another feature imports '../organisations' (this file), never a file inside it; the lint
 * forbids a deeper import (docs/decisions/0272).
 */
export { organisationsFeature } from './organisations.feature';
export { holdingPeriodJob } from './held/holding-period-job';
