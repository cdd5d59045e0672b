import base from './vite.config'
import type { Plugin } from 'vite'
const dbg: Plugin = { name: 'dbg', apply: 'build', buildEnd() {
  for (const id of this.getModuleIds()) if (/lucide-react\.mjs$|spinner/.test(id)) { const i = this.getModuleInfo(id)!; console.log('DBG', id, i.hasModuleSideEffects, typeof i.code, (i.code ?? '').slice(0, 200)) }
} }
export default { ...base, plugins: [...(base.plugins ?? []), dbg] }
