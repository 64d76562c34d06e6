/// <reference types="vite/client" />
/// <reference types="msw/vite/client" />
