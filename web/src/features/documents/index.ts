/** Private document numbers: "Was my document found?" (issue 16). */
import './i18n';

export { DocumentLookupBox } from './components/document-lookup-box';
