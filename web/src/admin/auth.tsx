import { createContext, useContext } from 'react'
import type { Me } from './api'

/** The signed-in operator and what their role allows. */
export interface AuthValue {
  me: Me | null
  can: (action: string) => boolean
  logout: () => Promise<void>
}

export const AuthContext = createContext<AuthValue>({ me: null, can: () => false, logout: async () => {} })

/** The current operator. */
export function useAuth(): AuthValue {
  return useContext(AuthContext)
}
