/** 修改昵称: the shared nickname rule checked here first; uniqueness and the word filter are the server's. */
import { nicknameProblem } from '@kickoff/shared/contracts';
import { useUserStore } from '@kickoff/shared/stores';
import { useSubmit } from '../../../lib/use-submit';
import { saveNickname } from '../api';

export function useSaveNickname() {
  const { run, ...submit } = useSubmit();
  const save = (name: string, current: string) =>
    run(async () => {
      const problem = nicknameProblem(name);
      if (problem) return problem;
      if (name === current) return '新昵称与当前昵称相同';
      useUserStore.getState().setInfo(await saveNickname(name));
      return null;
    });
  return { ...submit, save };
}
