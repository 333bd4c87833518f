import { createPinia } from 'pinia';
import { createApp } from 'vue';
import App from './App.vue';
import { createMusterI18n } from './i18n';
import { createMusterRouter } from './router';
import './styles.css';

const app = createApp(App);
app.use(createPinia());
app.use(createMusterI18n());
app.use(createMusterRouter());
app.mount('#app');
