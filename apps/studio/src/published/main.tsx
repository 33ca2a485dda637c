import '@carrier/kit/styles.css';
import { createRoot } from 'react-dom/client';
import { PublishedApp } from '../features/published/PublishedApp';

/** The second entry of the studio's build: an app's published version, served at the app's hosts. */
createRoot(document.getElementById('root') as HTMLElement).render(<PublishedApp />);
