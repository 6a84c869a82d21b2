import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { testDaysApi, type BoardPeriod, type SprintSetup, type StationAthlete, type TestAgeGroup, type TestSex } from '@common/test-days';
import { putWithProgress } from '@/features/library/staff/lib/put-with-progress';
import type { BodyIn } from '@common/endpoint';
import { apiQuery, callApi } from '@/lib/api-client';
import { useRefresh } from '@/lib/staff/refresh';

/** Prefixes: the staff lists cover each test and test day under them. */
const STAFF_PATHS = [testDaysApi.staffTests.path, testDaysApi.staffDays.path, testDaysApi.tests.path, testDaysApi.myResults.path, testDaysApi.board.path];

// Staff: tests and test days.
export const useStaffTests = () => useQuery(apiQuery(testDaysApi.staffTests));
export const useStaffTestDays = () => useQuery(apiQuery(testDaysApi.staffDays));

export function useCreateTest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: BodyIn<typeof testDaysApi.staffCreateTest>) => callApi(testDaysApi.staffCreateTest, { body }),
    onSuccess: () => refresh(STAFF_PATHS),
  });
}

export function useUpdateTest() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, ...body }: BodyIn<typeof testDaysApi.staffUpdateTest> & { id: number }) =>
      callApi(testDaysApi.staffUpdateTest, { params: { id }, body }),
    onSuccess: () => refresh(STAFF_PATHS),
  });
}

export function useSetDayTests() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ sessionId, testIds }: { sessionId: number; testIds: number[] }) =>
      callApi(testDaysApi.staffSetDayTests, { params: { id: sessionId }, body: { testIds } }),
    onSuccess: () => refresh(STAFF_PATHS),
  });
}

/** The station; read again every 1.5 s while a clip is being measured. */
export const useStation = (sessionId: number) =>
  useQuery({
    ...apiQuery(testDaysApi.staffStation, { params: { id: sessionId } }),
    enabled: sessionId > 0,
    refetchInterval: (q) => (q.state.data?.athletes.some((a) => a.clips.some((c) => c.status === 'QUEUED' || c.status === 'RUNNING')) ? 1500 : false),
  });

/** An athlete's station row after a change: replaced in the station's answer. */
function useReplaceRow(sessionId: number) {
  const qc = useQueryClient();
  const station = apiQuery(testDaysApi.staffStation, { params: { id: sessionId } });
  return (row: StationAthlete) =>
    qc.setQueryData(station.queryKey, (old) => (old ? { ...old, athletes: old.athletes.map((a) => (a.athleteId === row.athleteId ? row : a)) } : old));
}

/** Saves one athlete's attempts at one test; the station's row is replaced by the answer. */
export function useRecordResult(sessionId: number) {
  const replace = useReplaceRow(sessionId);
  return useMutation({
    mutationFn: (body: BodyIn<typeof testDaysApi.staffRecord>) => callApi(testDaysApi.staffRecord, { params: { id: sessionId }, body }),
    onSuccess: replace,
  });
}

/** A clip for a test measured from video: asks where to put it, uploads it (progress 0-1), records it. */
export function useMeasureClip(sessionId: number, onProgress: (share: number) => void) {
  const replace = useReplaceRow(sessionId);
  return useMutation({
    mutationFn: async ({ athleteId, testId, file }: { athleteId: number; testId: number; file: File }) => {
      const { clipId, uploadURL } = await callApi(testDaysApi.staffClipUpload, { params: { id: sessionId }, body: { athleteId, testId } });
      await putWithProgress(new URL(uploadURL, window.location.origin).href, file, onProgress);
      return callApi(testDaysApi.staffClipRecord, { params: { id: sessionId, clipId }, body: { fileName: file.name.slice(0, 255) || 'clip' } });
    },
    onSuccess: replace,
  });
}

/** Saves a sprint test's lines for the day; the station comes back whole (its clips are timed again). */
export function useSprintSetup(sessionId: number) {
  const qc = useQueryClient();
  const station = apiQuery(testDaysApi.staffStation, { params: { id: sessionId } });
  return useMutation({
    mutationFn: ({ testId, setup }: { testId: number; setup: SprintSetup }) =>
      callApi(testDaysApi.staffSprintSetup, { params: { id: sessionId, testId }, body: setup }),
    onSuccess: (answer) => qc.setQueryData(station.queryKey, answer),
  });
}

export function useRemoveClip(sessionId: number) {
  const replace = useReplaceRow(sessionId);
  return useMutation({ mutationFn: (clipId: number) => callApi(testDaysApi.staffClipRemove, { params: { id: sessionId, clipId } }), onSuccess: replace });
}

// Members.
export const useTests = () => useQuery(apiQuery(testDaysApi.tests));

export const useMyResults = (athleteId: number | undefined, enabled = true) =>
  useQuery({ ...apiQuery(testDaysApi.myResults, { query: athleteId ? { athleteId } : {} }), enabled });

/** Saves the leaderboard and profile choices, then reads the results and boards again. */
export function useSaveTestSettings() {
  const qc = useQueryClient();
  const ours = (path: string) => ({ predicate: (q: { queryKey: readonly unknown[] }) => String(q.queryKey[0]).startsWith(path) });
  return useMutation({
    mutationFn: (body: BodyIn<typeof testDaysApi.saveSettings>) => callApi(testDaysApi.saveSettings, { body }),
    onSettled: () => Promise.all([qc.invalidateQueries(ours(testDaysApi.myResults.path)), qc.invalidateQueries(ours(testDaysApi.board.path))]),
  });
}

export const useBoard = (q: { testId: number; ageGroup: TestAgeGroup | 'ALL'; sex: TestSex | 'ALL'; period: BoardPeriod }) =>
  useQuery({ ...apiQuery(testDaysApi.board, { query: q }), enabled: q.testId > 0, placeholderData: keepPreviousData });

/** A public profile's verified measurables (empty unless its athlete chose to show them). */
export const useMeasurables = (slug: string) => useQuery({ ...apiQuery(testDaysApi.measurables, { params: { slug } }), enabled: slug !== '' });
