import { createPortal } from '@portal/sdk';
import { createApp } from 'vue';
import App from './App.vue';

// Same origin: the portal's families are served (or proxied) at /portal and /api beside this site.
const portal = createPortal({ channelID: '18' });

createApp(App, { portal }).mount('#app');
