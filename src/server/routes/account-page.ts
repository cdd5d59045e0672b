import { html, raw } from 'hono/html'
import type { HtmlEscapedString } from 'hono/utils/html'
import { Aperture } from 'lucide-react'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { FieldErrors } from '../http/errors'

type Html = HtmlEscapedString | Promise<HtmlEscapedString>

export interface FieldSpec {
  name: string
  label: string
  type: 'text' | 'email' | 'password'
  autocomplete: string
  value?: string
  hint?: string
}

/**
 * The app's own look (Tailwind's font stack, its zinc and brand colours), and the theme chosen
 * in the app: /theme-init.js sets data-theme from the same saved choice before the first paint.
 */
// No quotes in it: the html template would escape them inside <style>.
const STYLE = `
:root{color-scheme:light;--bg:#fafafa;--card:#fff;--text:#18181b;--muted:#52525b;--brand:#6d28d9;--on-brand:#fff;--error:#be123c;--line:#d4d4d8}
[data-theme=dark]{color-scheme:dark;--bg:#09090b;--card:#18181b;--text:#f4f4f5;--muted:#a1a1aa;--brand:#c4b5fd;--on-brand:#09090b;--error:#fda4af;--line:#3f3f46}
*{box-sizing:border-box}body{margin:0;font:16px/1.5 ui-sans-serif,system-ui,sans-serif,Apple Color Emoji,Segoe UI Emoji,Segoe UI Symbol,Noto Color Emoji;-webkit-font-smoothing:antialiased;background:var(--bg);color:var(--text);display:grid;place-items:center;min-height:100vh;padding:1rem}
main{background:var(--card);border-radius:16px;padding:2rem;width:100%;max-width:26rem;box-shadow:0 8px 30px rgb(0 0 0/.08)}
h1{margin:0 0 .25rem;font-size:1.6rem}p{color:var(--muted);margin:.25rem 0 1.25rem}
label{display:block;font-weight:600;margin:.9rem 0 .3rem}input{width:100%;padding:.65rem .75rem;border:1px solid var(--line);border-radius:12px;font:inherit;background:transparent;color:inherit}
input:focus{outline:3px solid var(--brand);outline-offset:1px}.hint{font-size:.875rem;color:var(--muted);margin:.25rem 0 0}
.error{color:var(--error);font-size:.9rem;margin:.3rem 0 0}.alert{border:1px solid var(--error);color:var(--error);border-radius:12px;padding:.6rem .8rem;margin:1rem 0}
button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:12px;background:var(--brand);color:var(--on-brand);font:inherit;font-weight:700;cursor:pointer}
a{color:var(--brand)}.alt{margin-top:1.25rem;text-align:center}.brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:700;letter-spacing:-.025em;text-decoration:none;font-size:1.25rem;color:var(--text)}
.logo{display:grid;place-items:center;width:36px;height:36px;border-radius:12px;background:#6d28d9;color:#fff;box-shadow:0 1px 2px rgb(0 0 0/.05)}.logo svg{width:20px;height:20px}
input[aria-invalid=true]{border:2px solid var(--error)}`

/** The app's logo (src/components/brand.tsx): its Aperture icon on the brand square. */
const LOGO = raw(
  `<span class="logo">${renderToStaticMarkup(createElement(Aperture, { 'aria-hidden': true }))}</span>`,
)

/** One message per field, the first (the most useful: "is required" before "is not valid"). */
function field(spec: FieldSpec, errors: FieldErrors): Html {
  const messages = errors[spec.name] ?? []
  const errorId = `${spec.name}-error`
  const hintId = `${spec.name}-hint`
  const describedBy = [spec.hint ? hintId : '', messages.length ? errorId : ''].join(' ').trim()
  return html`<label for="${spec.name}">${spec.label}</label>
    <input id="${spec.name}" name="${spec.name}" type="${spec.type}" autocomplete="${spec.autocomplete}"
      value="${spec.value ?? ''}" required ${messages.length ? html`aria-invalid="true"` : ''}
      ${describedBy ? html`aria-describedby="${describedBy}"` : ''} />
    ${spec.hint ? html`<p class="hint" id="${hintId}">${spec.hint}</p>` : ''}
    ${messages.length ? html`<p class="error" id="${errorId}">${messages[0]}</p>` : ''}`
}

/** The new password a reset or an undone e-mail change asks for. */
export const NEW_PASSWORD_FIELD: FieldSpec = {
  name: 'password',
  label: 'New password',
  type: 'password',
  autocomplete: 'new-password',
  hint: 'At least 8 characters.',
}

export interface AccountPageProps {
  title: string
  intro: string
  action: string
  returnUrl: string
  fields: FieldSpec[]
  errors: FieldErrors
  submit: string
  alternative: Html
  /** Further hidden fields (a reset link's token). */
  hidden?: Record<string, string>
}

const head = (title: string) => html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Seen</title><meta name="theme-color" content="#6d28d9">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><script src="/theme-init.js"></script>
<style>${STYLE}</style></head>`

/** A page that only tells something (a mail is on its way, a link does not work) and links on. */
export function accountNotice(props: { title: string; text: string; alternative: Html }): Html {
  return html`${head(props.title)}
<body><main>
<a class="brand" href="/">${LOGO}Seen</a>
<h1>${props.title}</h1><p role="status">${props.text}</p>
<p class="alt">${props.alternative}</p>
</main></body></html>`
}

/** A small server-rendered page that works without the app's JavaScript. */
export function accountPage(props: AccountPageProps): Html {
  const general = props.errors.userMessage ?? []
  return html`${head(props.title)}
<body><main>
<a class="brand" href="/">${LOGO}Seen</a>
<h1>${props.title}</h1><p>${props.intro}</p>
${general.length ? html`<div class="alert" role="alert">${general.join(' ')}</div>` : ''}
<form method="post" action="${props.action}" novalidate>
<input type="hidden" name="returnUrl" value="${props.returnUrl}">
${Object.entries(props.hidden ?? {}).map(([name, value]) => html`<input type="hidden" name="${name}" value="${value}">`)}
${props.fields.map((f) => field(f, props.errors))}
<button type="submit">${props.submit}</button>
</form>
<p class="alt">${props.alternative}</p>
</main></body></html>`
}
