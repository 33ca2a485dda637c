import './styles.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { StartupFailure } from './app/StartupFailure';
import { resolveStartup } from './app/startup';
import { initI18n } from './i18n';

const root = createRoot(document.getElementById('root') as HTMLElement);
await initI18n();
try {
  await resolveStartup();
  root.render(<App />);
} catch {
  root.render(<StartupFailure />);
}
