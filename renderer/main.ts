import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { createMusterI18n } from './i18n';
import { createMusterRouter } from './router';
import './styles.css';

const app = createApp(App);
app.use(createPinia());
app.use(createMusterI18n());
const router = createMusterRouter();
app.use(router);
// Mounted once the first view's code is there: the shell and the view appear in one render
// instead of the shell first and the view a frame later.
void router.isReady().then(() => app.mount('#app'));
