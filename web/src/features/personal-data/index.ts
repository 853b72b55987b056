/** The person's rights over their data: the profile page's "Your data" card (the deletion screen is a page of the route table). */
import './i18n';

export { default as YourDataCard } from './components/your-data-card';
