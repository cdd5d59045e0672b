// Puts every module the entry imports statically (what runs before the first page) into one
// chunk beside the framework one. Left alone, the bundler splits the shell into dozens of small
// chunks shared with lazy routes; over HTTP/1.1's six connections each costs a round trip.
import type { Plugin } from 'vite'

export interface ShellChunk {
  plugin: Plugin
  /** For `codeSplitting.groups[].test`: whether a module belongs to the shell. */
  test: (id: string) => boolean
}

export function shellChunk(): ShellChunk {
  const shell = new Set<string>()
  const plugin: Plugin = {
    name: 'seen:shell-chunk',
    apply: 'build',
    buildEnd() {
      shell.clear()
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry)
      const queue = [...entries]
      while (queue.length > 0) {
        const id = queue.pop()
        if (id === undefined || shell.has(id)) continue
        shell.add(id)
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []))
      }
      // The entries (index.html and the script it names) stay a chunk of their own, so the
      // manifest still names the entry.
      for (const id of entries) {
        shell.delete(id)
        for (const own of this.getModuleInfo(id)?.importedIds ?? []) shell.delete(own)
      }
    },
  }
  return { plugin, test: (id) => shell.has(id) }
}
