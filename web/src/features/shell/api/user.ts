import { useQuery } from '@tanstack/react-query'
import { appClient, unwrap } from '@/lib/http'
import type { UserInfo } from './types'

export async function getUserInfo(): Promise<UserInfo> {
  return unwrap(await appClient.post<UserInfo>('/v3/user/info'))
}

/** Resolves the envelope: when a loan is still open the page shows the server's message. */
export function deleteAccount() {
  return appClient.post('/v3/user/delete', {}, { loading: true })
}

export function useUserInfo() {
  return useQuery({ queryKey: ['shell', 'user'], queryFn: getUserInfo })
}
