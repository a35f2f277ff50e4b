export const profileQueryKey = ['profile'] as const;
