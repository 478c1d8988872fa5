import { z } from 'zod';

/**
 * The one rule for text a caller may send (DESIGN.md "API conventions": bad input is a 400,
 * never a 500). PostgreSQL refuses the NUL character in text (SQLSTATE 22021); a UTF-16
 * surrogate half without its partner cannot be written as UTF-8, so the drivers would store it
 * silently as U+FFFD; the other C0 control characters have no use in any field of the journal
 * and break mail, feeds and exports. Tab, line feed and carriage return stay allowed.
 */
export const TEXT_NOT_ALLOWED = 'Contains characters that are not allowed (control characters).';

// eslint-disable-next-line no-control-regex
const DISALLOWED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text holds no character the rule refuses. */
export function isAllowedText(text: string): boolean {
  return !DISALLOWED.test(text);
}

/**
 * A string schema that refuses such text first, with TEXT_NOT_ALLOWED and nothing else (later
 * checks are skipped), so a form shows the real reason. Chain trim, min, max as usual.
 */
export const plainText = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine(isAllowedText, { message: TEXT_NOT_ALLOWED, abort: true });

/**
 * A string anywhere in a parsed value (object keys included) that breaks the rule, with its
 * path (['authors', '0', 'name']), or null. The body limit bounds the walk; it uses its own
 * stack, so deep nesting cannot overflow the call stack.
 */
export function findDisallowedText(value: unknown): { path: string[] } | null {
  // Each node links to its parent, so the path is built only for the one found (deep values stay linear).
  type Node = { value: unknown; key: string | null; parent: Node | null };
  const pathOf = (node: Node | null) => {
    const path: string[] = [];
    for (let at = node; at && at.key !== null; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Node[] = [{ value, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (!isAllowedText(node.value)) return { path: pathOf(node) };
    } else if (ArrayBuffer.isView(node.value)) {
      continue; // bytes (a raw body), not text
    } else if (Array.isArray(node.value)) {
      for (let index = node.value.length - 1; index >= 0; index -= 1) stack.push({ value: node.value[index], key: String(index), parent: node });
    } else if (node.value !== null && typeof node.value === 'object') {
      for (const [key, item] of Object.entries(node.value).reverse()) {
        if (!isAllowedText(key)) return { path: pathOf(node) };
        stack.push({ value: item, key, parent: node });
      }
    }
  }
  return null;
}
