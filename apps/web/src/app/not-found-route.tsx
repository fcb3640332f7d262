import { redirect } from 'react-router';

/** Any address the portal does not know leads home. */
export const loader = () => redirect('/');
export const clientLoader = () => redirect('/');

export default function NotFound() {
  return null;
}
