/** The shared calls' answers in the spec's wire shape (spec 000 §7). */
import type { ClientRow, ProjectRow, RegionalRow } from './store.js';

/** Each client with its projects. */
export function presentClientProjects(list: ClientRow[], projectList: ProjectRow[]) {
  return list.map((c) => ({
    clientId: c.id,
    clientName: c.name,
    projects: projectList
      .filter((p) => p.clientId === c.id)
      .map((p) => ({ projectId: p.id, clientId: p.clientId, projectName: p.name })),
  }));
}

export const presentRegional = (r: RegionalRow) => ({ zone: r.zone, contactemail: r.contactEmail });
