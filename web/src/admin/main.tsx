import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AdminApp } from './app'
import './admin.css'

/**
 * The back office bundle (desktop). It imports nothing from src/lib, src/components or
 * src/features, and no borrower page imports it, so antd, echarts and the admin code never
 * reach a borrower page.
 */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
)
