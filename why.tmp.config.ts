import base from './vite.config'
import type { Plugin } from 'vite'
const target = new RegExp(process.env.WHY ?? 'x^')
const why: Plugin = {
  name: 'why', apply: 'build',
  buildEnd() {
    const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
    const prev = new Map<string, string | null>(entries.map((e) => [e, null]))
    const q = [...entries]
    while (q.length) { const f = q.shift()!; for (const d of this.getModuleInfo(f)?.importedIds ?? []) if (!prev.has(d)) { prev.set(d, f); q.push(d) } }
    for (const f of prev.keys()) for (const d of this.getModuleInfo(f)?.importedIds ?? []) if (target.test(d)) console.log('IMPORTER', f.replace(/^.*?\/src\//,'src/'), '->', d.replace(/^.*?\/src\//,'src/'))
    for (const f of prev.keys()) if (target.test(f)) { const chain: string[] = []; let c: string | null | undefined = f; while (c) { chain.unshift(c.replace(/^.*?\/(src|node_modules)\//, '$1/')); c = prev.get(c) } console.log('WHY', chain.join(' -> ')) }
  },
}
export default { ...base, plugins: [...(base.plugins ?? []), why] }
