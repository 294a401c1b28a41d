import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { journeyPhase } from '../dashboard/journeyProgress';
import {
  connection,
  makeChallenge,
  makeProject,
  makeTeam,
  signedInWithEmptyLists,
} from '../test/domainFixtures';
import { emptyDashboard, makeUser } from '../test/fixtures';
import { renderApp } from '../test/renderApp';
import { presetLabel } from '../ui/presetLabels';

afterEach(() => window.localStorage.removeItem('language'));

describe('the rough edges of a new user (issue list, both languages)', () => {
  it('shows the preset chips in German and stores the English preset', async () => {
    window.localStorage.setItem('language', 'de');
    const { user, calls } = renderApp({
      path: '/profile-setup',
      handlers: {
        Me: () => ({ data: { me: makeUser({ role: null, skills: [], interests: [], bio: null }) } }),
        UpdateProfile: () => ({ data: { updateProfile: makeUser() } }),
        ...emptyDashboard,
      },
    });
    const skills = await screen.findByRole('group', { name: 'Fähigkeiten' });
    expect(within(skills).queryByRole('button', { name: 'Project Management' })).not.toBeInTheDocument();
    await user.click(within(skills).getByRole('button', { name: 'Projektmanagement' }));
    const interests = screen.getByRole('group', { name: 'Interessen' });
    await user.click(within(interests).getByRole('button', { name: 'Webentwicklung' }));
    // Typing the German name of a preset selects the preset.
    await user.type(within(skills).getByRole('textbox'), 'datenanalyse{Enter}');
    await user.click(screen.getByRole('button', { name: 'Profil abschließen' }));
    await expect.poll(() => calls.find((c) => c.operationName === 'UpdateProfile')).toBeTruthy();
    const input = calls.find((c) => c.operationName === 'UpdateProfile')?.variables.input as {
      skills: string[];
      interests: string[];
    };
    expect(input.skills).toEqual(['Project Management', 'Data Analysis']);
    expect(input.interests).toEqual(['Web Development']);
    expect(document.title).toBe('Creators-Programm');
  });

  it('labels presets only, and English stays English', () => {
    expect(presetLabel('de', 'Project Management')).toBe('Projektmanagement');
    expect(presetLabel('de', 'JavaScript')).toBe('JavaScript');
    expect(presetLabel('de', 'My own skill')).toBe('My own skill');
    expect(presetLabel('en', 'Project Management')).toBe('Project Management');
  });

  it('shows a placeholder, not a broken image, when a project image fails to load', async () => {
    const project = makeProject({ imageUrl: 'https://example.com/missing.png' });
    renderApp({
      path: '/showcase',
      handlers: {
        ...signedInWithEmptyLists(),
        Projects: () => ({ data: { projects: connection([project]) } }),
      },
    });
    const card = await screen.findByRole('article', { name: project.title });
    const image = card.querySelector('img[src="https://example.com/missing.png"]')!;
    expect(image).not.toBeNull();
    fireEvent.error(image);
    expect(await within(card).findByTestId('project-image-fallback')).toBeInTheDocument();
    expect(card.querySelector('img[src="https://example.com/missing.png"]')).toBeNull();
  });

  it("offers its author 'Start a Team for It' and their challenge's teams, not 'Accept Challenge'", async () => {
    const mine = makeChallenge({ title: 'My own problem', createdBy: 'u-1', teamCount: 2 });
    const theirs = makeChallenge({ title: 'Their problem', createdBy: 'u-9' });
    const { user } = renderApp({
      path: '/challenges',
      handlers: {
        ...signedInWithEmptyLists(),
        Challenges: () => ({ data: { challenges: connection([mine, theirs]) } }),
      },
    });
    const own = await screen.findByRole('article', { name: 'My own problem' });
    expect(within(own).queryByRole('button', { name: 'Accept Challenge' })).not.toBeInTheDocument();
    expect(within(own).getByRole('link', { name: 'See its 2 teams' })).toHaveAttribute(
      'href',
      `/challenges/${mine.id}`,
    );
    const other = screen.getByRole('article', { name: 'Their problem' });
    expect(within(other).getByRole('button', { name: 'Accept Challenge' })).toBeInTheDocument();
    await user.click(within(own).getByRole('button', { name: 'Start a Team for It' }));
    expect(await screen.findByRole('dialog', { name: 'Create a New Team' })).toBeInTheDocument();
  });

  it("names the dashboard's phase after 'Your Progress', never 'Challenge Discovery' beside three completed", async () => {
    expect(journeyPhase(null)).toBe('discovery');
    expect(
      journeyPhase({ challengePhase: 'completed', teamFormation: 'inProgress', prototyping: 'locked' }),
    ).toBe('teamFormation');
    expect(
      journeyPhase({ challengePhase: 'completed', teamFormation: 'completed', prototyping: 'inProgress' }),
    ).toBe('prototyping');
    renderApp({
      path: '/',
      handlers: {
        ...signedInWithEmptyLists(),
        CreatedChallengeCount: () => ({ data: { challenges: connection([], { totalCount: 1 }) } }),
        MyTeams: () => ({
          data: { myTeams: connection([makeTeam({ status: 'active', challengeId: 'c-1', isMember: true })]) },
        }),
        MyProjectCount: () => ({ data: { projects: connection([], { totalCount: 1 }) } }),
      },
    });
    const banner = await screen.findByRole('region', { name: 'Showcase' });
    expect(within(banner).queryByText('Challenge Discovery')).not.toBeInTheDocument();
    expect(await screen.findByText('Journey: 3 of 3 steps')).toBeInTheDocument();
  });
});
