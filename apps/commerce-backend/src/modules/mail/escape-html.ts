const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/**
 * Escapes text for HTML element content and quoted attribute values: every value a message
 * interpolates (names, addresses, links) goes through it.
 *
 * @example
 * escapeHtml('Dr <b> & "Sons"') // 'Dr &lt;b&gt; &amp; &quot;Sons&quot;'
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)
}
