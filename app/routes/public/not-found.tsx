import { data } from 'react-router';

/** Any path the route table does not know: a real 404 rendered by the root error boundary. */
export function loader() {
  throw data('The page you are looking for does not exist or has moved.', { status: 404 });
}

export default function NotFound() {
  return null;
}
