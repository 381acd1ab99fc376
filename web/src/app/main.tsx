import { mount } from '@/lib/boot'
import { takeOverEarlyView } from './early-view'
import { AppProviders, createQueryClient } from './providers'
import { AppRoutes } from './router'
import { AppBoundary } from './route-boundary'

const queryClient = createQueryClient()
// After an early view (src/early), the first render shows the page with its data at once.
void takeOverEarlyView(queryClient).finally(() =>
  mount(
    <AppBoundary>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </AppBoundary>,
  ),
)
