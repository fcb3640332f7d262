import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { queryClient } from '../lib/queries';

afterEach(() => {
  cleanup();
  // Each test starts with an empty cache: no answer of one test's mocks is shown in the next.
  queryClient.clear();
});
