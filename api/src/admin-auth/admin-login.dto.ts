import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AdminLoginDto {
  @IsString({ message: 'Password is required' })
  @IsNotEmpty({ message: 'Password is required' })
  // Bounds the hashing work one request can cause.
  @MaxLength(1024, { message: 'Password must be at most 1024 characters' })
  password!: string;
}
