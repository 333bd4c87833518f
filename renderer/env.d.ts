/// <reference types="vite/client" />
import type { MusterBridge } from '../core/api/contract';

declare global {
  interface Window {
    /** Present in the desktop app (preload); absent in browser mode. */
    muster?: MusterBridge;
  }
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<object, object, unknown>;
  export default component;
}
