import { GameNotFound } from '@/features/game-page/game-not-found';

export default function NotFound() {
  return <GameNotFound />;
}
