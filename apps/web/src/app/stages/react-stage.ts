// React and React DOM are CommonJS: without these imports their code would run inside the app's own
// evaluation, one long task, instead of in this chunk's task of its own.
import 'react';
import 'react/jsx-runtime';
import 'react-dom';
import 'react-dom/client';
