// Evaluated by src/boot.ts in a task of its own, before the app (vite.config.ts evaluationStages puts
// it in the `react` chunk). React and React DOM are CommonJS: their chunk only wraps them, and their
// code would run when the app first imports them, inside the app's own evaluation. Importing them here
// runs them with this chunk instead.
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
