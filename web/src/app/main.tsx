import { mount } from '@/lib/boot'
import { AppProviders } from './providers'
import { AppRoutes } from './router'

mount(
  <AppProviders>
    <AppRoutes />
  </AppProviders>,
)
