import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { appClient, unwrap } from '@/lib/http'
import type { MessageSettings, UserInfo } from './types'

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

/** The borrower's message settings: the language messages are written in, and the marketing switch. */
export type { MessageSettings }

export async function getMessageSettings(): Promise<MessageSettings> {
  return unwrap(await appClient.post<MessageSettings>('/pautang/message-settings'))
}

export function useMessageSettings() {
  return useQuery({ queryKey: ['shell', 'message-settings'], queryFn: getMessageSettings })
}

/** Switches marketing messages on or off; notices and reminders are always sent. */
export function useSetMarketing() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (on: boolean) => unwrap(await appClient.post<MessageSettings>('/pautang/message-settings', { marketing: on ? 1 : 0 })),
    onSuccess: (data) => queryClient.setQueryData(['shell', 'message-settings'], data),
  })
}
