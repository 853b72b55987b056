/** The member's desk screens, for pages the app shell composes (the intake desk with the items feature's photos). */
import './i18n';

export { IntakeDesk, type IntakePhotos } from './pages/intake-desk';
