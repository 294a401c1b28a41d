import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedInWithEmptyLists } from '../test/domainFixtures';
import { gqlError, type MockHandler } from '../test/mockGraphQL';
import { makeProjectPage } from '../test/pageFixtures';
import { location, renderApp } from '../test/renderApp';

const eventually = <T,>(check: () => T) => waitFor(check, { timeout: 5_000 });
const ID = '00000000-0000-4000-8000-00000000p001';

const renderProject = (answer: MockHandler, handlers: Record<string, MockHandler> = {}) =>
  renderApp({
    path: `/projects/${ID}`,
    handlers: {
      ...signedInWithEmptyLists(),
      ProjectPage: answer,
      RecordProjectView: () => ({
        data: { recordProjectView: { __typename: 'Project', id: ID, views: 11 } },
      }),
      ...handlers,
    },
  });

describe('project page (/projects/:id)', () => {
  it('shows a skeleton while loading', async () => {
    renderProject(() => new Promise(() => {}));
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown or removed project', async () => {
    renderProject(() => ({ data: { project: null } }));
    expect(await screen.findByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('shows description, links, team, challenge, likes and views, and counts the view', async () => {
    const { calls } = renderProject(() => ({ data: { project: makeProjectPage({ id: ID }) } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leftover Scale' })).toBeInTheDocument();
    expect(screen.getByText('A scale that counts what is thrown away.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Source Code/ })).toHaveAttribute(
      'href',
      'https://example.com/code',
    );
    expect(screen.getByRole('link', { name: 'Waste Watchers' })).toHaveAttribute('href', '/teams/t-1');
    expect(screen.getByRole('link', { name: 'Reduce food waste' })).toHaveAttribute(
      'href',
      '/challenges/c-1',
    );
    expect(screen.getByRole('button', { name: 'Like Leftover Scale' })).toHaveTextContent('3 likes');
    await eventually(() => expect(screen.getByText('11 views')).toBeInTheDocument());
    expect(calls.find((c) => c.operationName === 'RecordProjectView')?.variables).toEqual({ id: ID });
    expect(screen.queryByRole('button', { name: 'Edit project' })).not.toBeInTheDocument();
  });

  it('lets the author edit the links (empty text clears one) with the version loaded', async () => {
    const project = makeProjectPage({ id: ID, canEdit: true, createdBy: 'u-1' });
    let current = project;
    const { user, calls } = renderProject(() => ({ data: { project: current } }), {
      UpdateProject: () => {
        current = {
          ...project,
          repositoryUrl: null,
          updatedAt: '2026-11-06T10:00:00.000Z',
          editedAt: '2026-11-06T10:00:00.000Z',
        };
        return { data: { updateProject: current } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit project' }));
    await user.clear(dialog.getByRole('textbox', { name: 'Repository URL' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await eventually(() =>
      expect(calls.find((c) => c.operationName === 'UpdateProject')?.variables).toEqual({
        id: ID,
        input: {
          expectedUpdatedAt: project.updatedAt,
          title: project.title,
          description: project.description,
          repositoryUrl: '',
          demoUrl: '',
          imageUrl: '',
        },
      }),
    );
    expect(await screen.findByText(/edited/)).toBeInTheDocument();
  });

  it('checks a link with the message of creation', async () => {
    const { user, calls } = renderProject(() => ({
      data: { project: makeProjectPage({ id: ID, canEdit: true }) },
    }));
    await user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit project' }));
    const demo = dialog.getByRole('textbox', { name: 'Demo URL' });
    await user.type(demo, 'not a link');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    await eventually(() => expect(demo).toHaveAttribute('aria-invalid', 'true'));
    expect(calls.some((c) => c.operationName === 'UpdateProject')).toBe(false);
  });

  it('shows a stale edit’s message in the form', async () => {
    const { user } = renderProject(
      () => ({ data: { project: makeProjectPage({ id: ID, canEdit: true }) } }),
      {
        UpdateProject: () => gqlError('Someone changed this since you loaded it.', { code: 'CONFLICT' }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Edit project' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit project' }));
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText('Someone changed this since you loaded it.')).toBeInTheDocument();
  });

  it('lets the author remove the project after confirming, then goes to the showcase', async () => {
    const { user, calls } = renderProject(
      () => ({ data: { project: makeProjectPage({ id: ID, canEdit: true }) } }),
      { RemoveProject: () => ({ data: { removeProject: true } }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Remove project' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove project' }));
    await eventually(() => expect(location()).toBe('/showcase'));
    expect(calls.find((c) => c.operationName === 'RemoveProject')?.variables).toEqual({ id: ID });
  });
});
