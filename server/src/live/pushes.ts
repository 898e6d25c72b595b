/**
 * Engine ticks → realtime pushes. One LIST_UPDATE per sport per tick with only the changed fields
 * of the changed matches; one MATCH_UPDATE per changed match; one GOAL_ALERT per goal (or VAR
 * cancellation) to the football list and to the match. Nothing old is replayed: a fan who
 * subscribes mid-match gets the state from the snapshot call and only new things from here.
 */
import {
  MessageCodes,
  type GoalAlert,
  type ListUpdate,
  type MatchUpdate,
  type ServerMessage,
  type Topic,
} from '@kickoff/shared/contracts';
import type { TickBatch } from './engine';

export interface Publisher {
  publish(topic: Topic, msg: ServerMessage): void;
}

function message<D>(code: ServerMessage['code'], topic: Topic, data: D, ts: number): ServerMessage<D> {
  return { code, topic, data, ts };
}

export function publishBatch(hub: Publisher, batch: TickBatch, ts = Date.now()): number {
  let sent = 0;
  if (batch.football.length) {
    hub.publish(
      'list:football',
      message<ListUpdate>(
        MessageCodes.LIST_UPDATE,
        'list:football',
        { sport: 'football', matches: batch.football },
        ts,
      ),
    );
    sent++;
  }
  if (batch.basketball.length) {
    hub.publish(
      'list:basketball',
      message<ListUpdate>(
        MessageCodes.LIST_UPDATE,
        'list:basketball',
        { sport: 'basketball', matches: batch.basketball },
        ts,
      ),
    );
    sent++;
  }
  for (const update of batch.matches) {
    const topic: Topic = `match:${update.id}`;
    hub.publish(topic, message<MatchUpdate>(MessageCodes.MATCH_UPDATE, topic, update, ts));
    sent++;
  }
  for (const goal of batch.goals) {
    const topic: Topic = `match:${goal.matchId}`;
    hub.publish('list:football', message<GoalAlert>(MessageCodes.GOAL_ALERT, 'list:football', goal, ts));
    hub.publish(topic, message<GoalAlert>(MessageCodes.GOAL_ALERT, topic, goal, ts));
    sent += 2;
  }
  return sent;
}
