import { createBrowserRouter } from 'react-router-dom';
import { EngineRoot } from '../engine/shell';
import { forgotPasswordHelp, readApiConfig } from './config';

const loadDescriptors = () => import('./descriptors').then((m) => m.descriptors);

export function App() {
  return (
    <EngineRoot
      descriptors={loadDescriptors}
      apiConfig={readApiConfig()}
      createRouter={(routes) => createBrowserRouter(routes)}
      forgotPasswordHelp={forgotPasswordHelp}
    />
  );
}
