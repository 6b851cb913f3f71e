import { useParams } from 'react-router-dom';

/** A screen stand-in (use with vi.mock) that says which screen the router chose and with which params. */
export function screenStub(label: string) {
  return function ScreenStub() {
    const { resource, id, action } = useParams();
    return <p data-testid="screen">{[label, resource, id, action].filter(Boolean).join(' ')}</p>;
  };
}
