export const documentFile: string
export const typesFile: string
export function generateTypes(documentJSON: string): Promise<string>
